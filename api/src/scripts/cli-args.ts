/** `--name value` pairs from argv (pnpm passes a lone `--` through; it is skipped). */
export function parseArgs(argv: string[]): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i];
    if (!key?.startsWith('--') || key === '--') continue;
    const [name, inline] = key.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) args[name] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--'))
      args[name] = argv[(i += 1)]!;
    else args[name] = 'true';
  }
  return args;
}

export function intArg(args: Record<string, string>, name: string, fallback: number): number {
  const value = args[name] === undefined ? fallback : Number(args[name]);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} must be a non-negative integer`);
  return value;
}
