// How the set-up talks: one `[setup]` line per step, and on failure the step's name, what went
// wrong and what to do. A failure is thrown as SetupError and printed once by main().

export class SetupError extends Error {
  /**
   * @param {string} step  name of the step that failed, as printed in its progress line
   * @param {string} what  what went wrong
   * @param {string[]} todo what the user can do about it, one line each
   */
  constructor(step, what, todo = []) {
    super(`${step}: ${what}`);
    this.step = step;
    this.what = what;
    this.todo = todo;
  }
}

export function info(message) {
  console.log(`[setup] ${message}`);
}

export function printFailure(error) {
  const lines = [`[setup] FAILED at "${error.step}": ${error.what}`];
  if (error.todo.length) {
    lines.push('        What to do:');
    for (const line of error.todo) lines.push(`          ${line}`);
  }
  console.error(`\n${lines.join('\n')}\n`);
}

/** Seconds since `start`, for the progress lines of the slow steps. */
export function since(start) {
  return `${((Date.now() - start) / 1000).toFixed(1)} s`;
}
