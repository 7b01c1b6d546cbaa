/** An RTK Query call a door will not wait on for ever: aborted after `ms` (then "unreachable"). */
export async function withTimeLimit<T>(
  call: Promise<T> & { abort(): void },
  ms: number,
): Promise<T> {
  const timer = setTimeout(() => call.abort(), ms);
  try {
    return await call;
  } finally {
    clearTimeout(timer);
  }
}
