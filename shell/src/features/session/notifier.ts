/** How the shell's non-React code shows toasts; notistack in the app, a spy in tests. */
export interface Notifier {
  success: (message: string) => void;
  error: (message: string, description?: string) => void;
}
