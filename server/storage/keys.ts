/**
 * Object keys: slash-separated names such as uploads/<account>/<question>/<random>. The embedded
 * driver turns them into paths under its folder, so a key is accepted only when every part is
 * a plain name: no "..", no leading dot, nothing a file system treats specially.
 */
const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export const isObjectKey = (key: string): boolean => key.length <= 1024 && keyPattern.test(key);
