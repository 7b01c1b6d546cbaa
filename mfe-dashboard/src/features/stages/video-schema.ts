import { object, string } from 'yup';

/** Where teams usually host a demo video; the jury must be able to open it without an account. */
const VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'drive.google.com',
  'vimeo.com',
];

export function isVideoLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && VIDEO_HOSTS.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

export const videoSchema = object({
  video_url: string()
    .trim()
    .required('Tautan video wajib diisi')
    .max(500, 'Tautan terlalu panjang')
    .matches(/^https:\/\//, 'Tautan harus diawali https://')
    .test(
      'video-host',
      'Gunakan tautan YouTube, Google Drive atau Vimeo',
      (value) => !value || isVideoLink(value),
    ),
});
