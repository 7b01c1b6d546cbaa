/** jsdom has no object URLs and cannot navigate: downloads are only recorded. */
export function installDownloadFakes() {
  Object.assign(URL, {
    createObjectURL: jest.fn(() => 'blob:fake-object-url'),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}
