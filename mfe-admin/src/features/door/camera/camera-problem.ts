/** Why the door cannot show the camera; each has its own words and its own way out. */
export type CameraProblem =
  'insecure' | 'unsupported' | 'blocked' | 'denied' | 'no-camera' | 'busy' | 'failed';

export const CAMERA_PROBLEM_TEXT: Record<CameraProblem, string> = {
  insecure:
    'Kamera hanya dapat dibuka di halaman HTTPS. Buka alamat https:// produk ini, atau ketik ID tiket di bawah.',
  unsupported: 'Peramban ini tidak dapat membuka kamera. Ketik ID tiket di bawah.',
  blocked:
    'Kamera belum diizinkan di halaman ini karena dibuka dari halaman lain tanpa dimuat ulang.',
  denied:
    'Izin kamera ditolak. Izinkan kamera untuk situs ini di pengaturan peramban, lalu muat ulang halaman.',
  'no-camera': 'Tidak ada kamera yang ditemukan di perangkat ini. Ketik ID tiket di bawah.',
  busy: 'Kamera sedang dipakai aplikasi lain. Tutup aplikasi itu, lalu muat ulang halaman.',
  failed: 'Kamera tidak dapat dibuka. Muat ulang halaman atau ketik ID tiket di bawah.',
};

/** Problems a full reload can cure (a policy the document was loaded with, a permission). */
export function reloadHelps(problem: CameraProblem): boolean {
  return (
    problem === 'blocked' || problem === 'denied' || problem === 'busy' || problem === 'failed'
  );
}

interface PolicyLike {
  allowsFeature(feature: string): boolean;
}

/**
 * The document's Permissions-Policy as the browser applies it. A policy belongs to the document:
 * a page reached by an in-app link keeps the `camera=()` of the page it was loaded as.
 */
function cameraAllowedByPolicy(): boolean {
  const doc = document as Document & { permissionsPolicy?: PolicyLike; featurePolicy?: PolicyLike };
  const policy = doc.permissionsPolicy ?? doc.featurePolicy;
  return policy ? policy.allowsFeature('camera') : true;
}

/** What stops the camera before asking for it, or null. */
export function cameraPreflight(): CameraProblem | null {
  if (window.isSecureContext === false) return 'insecure';
  if (!navigator.mediaDevices?.getUserMedia) return 'unsupported';
  if (!cameraAllowedByPolicy()) return 'blocked';
  return null;
}

/** getUserMedia's refusal, named (its DOMException names are the standard's). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return cameraAllowedByPolicy() ? 'denied' : 'blocked';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'no-camera';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}
