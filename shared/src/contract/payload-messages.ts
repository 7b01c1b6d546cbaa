/**
 * Indonesian texts of payload refusals, shared by the forms and the API (clear Indonesian everywhere): each names
 * the field as the form labels it. The login texts of R5.1 and R5.2 stay in MESSAGES, word for word.
 */
export const PAYLOAD_MESSAGES = {
  required: (label: string) => `${label} wajib diisi`,
  tooShort: (label: string, min: number) => `${label} minimal ${min} karakter`,
  tooLong: (label: string, max: number) => `${label} maksimal ${max} karakter`,
  invalid: (label: string) => `${label} tidak valid`,
  controlCharacters: (label: string) => `${label} berisi karakter yang tidak diizinkan`,
  wrongType: (label: string, type: string) =>
    `${label} harus berupa ${TYPE_WORDS[type] ?? 'nilai yang benar'}`,
  integer: (label: string) => `${label} harus berupa bilangan bulat positif`,
  oneOf: (label: string, values: readonly string[]) =>
    `${label} harus salah satu dari: ${values.join(', ')}`,
  notAnObject: 'Isi permintaan harus berupa objek JSON',
  invalidRequest: 'Permintaan tidak valid',
  invalidEmail: 'Masukkan alamat email yang valid',
  passwordShort: (min: number) => `Kata sandi minimal ${min} karakter`,
  passwordLong: 'Kata sandi terlalu panjang',
} as const;

const TYPE_WORDS: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  boolean: 'true atau false',
  array: 'daftar',
  object: 'objek',
};

/**
 * yup's own defaults in Indonesian, for a rule that names no message of its own (the API installs
 * them with `setLocale`; `${label}` is the field's label, else its name).
 */
export const PAYLOAD_LOCALE = {
  mixed: {
    default: '${label} tidak valid',
    required: '${label} wajib diisi',
    oneOf: '${label} harus salah satu dari: ${values}',
    notType: '${label} tidak valid',
    defined: '${label} wajib diisi',
  },
  string: {
    min: '${label} minimal ${min} karakter',
    max: '${label} maksimal ${max} karakter',
    length: '${label} harus ${length} karakter',
    matches: '${label} tidak valid',
    email: 'Masukkan alamat email yang valid',
    url: '${label} harus berupa tautan yang valid',
  },
  number: {
    min: '${label} minimal ${min}',
    max: '${label} maksimal ${max}',
    integer: '${label} harus berupa bilangan bulat',
    positive: '${label} harus lebih dari 0',
  },
  array: {
    min: '${label} minimal berisi ${min} item',
    max: '${label} paling banyak berisi ${max} item',
  },
} as const;
