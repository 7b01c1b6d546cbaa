/**
 * Pages of this remote that other features link to. The door is a document of its own: the
 * product host allows the camera only there (shell/server/page-security-headers.ts), so links
 * to it load the document instead of navigating inside the app.
 */
export const DOOR_PATH = '/admin/seminar/pintu';
