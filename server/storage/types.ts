/**
 * Object storage: where uploads and converted PDFs live. Two drivers share this shape, S3 (any
 * S3-compatible service) and the embedded default (files under DATA_DIR/objects), and both hand
 * the browser the same presigned POST form, so the browser's upload code is one.
 */

/** A browser upload form: POST multipart/form-data to `url` with every field, then the file as `file`. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface PresignOptions {
  /** The largest file the policy allows, in bytes (its content-length-range). */
  maxBytes: number;
  /** How long the policy is accepted. */
  expiresInSeconds: number;
}

/** An object as a listing shows it. */
export interface ListedObject {
  key: string;
  /** When it was last written. */
  modifiedAt: Date;
  /** Its size in bytes. */
  size: number;
}

/**
 * The app's record of the upload forms it issued (documents/uploadForms.ts). The embedded store
 * asks it before writing a posted file, so that a form posts one file, only while the app has not
 * dropped it, and within the student's quota. (S3 cannot ask; the app counts there instead.)
 */
export interface UploadForms {
  /** Takes form `key` for a file of `bytes`; throws the refusal, in S3's words, when the form is dead or used, or the file would pass the quota. */
  claim(key: string, bytes: number): Promise<void>;
  /** The claimed file could not be written: the form may be posted again. */
  unclaim(key: string): Promise<void>;
}

export interface Storage {
  readonly kind: "embedded" | "s3";
  /** The origin browsers post uploads to when it is not the app's own (the CSP's connect-src needs it). */
  readonly uploadOrigin: string | null;
  /** A form that lets a browser upload one object under `key`, within the size and time the policy says. */
  presignPost(key: string, options: PresignOptions): Promise<PresignedPost>;
  /** The object's bytes, or null when there is none; with `limit`, at most that many bytes from its start. */
  read(key: string, limit?: number): Promise<Uint8Array | null>;
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes the objects; a key with no object is no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every object under `prefix`, a folder such as "uploads/", a page at a time (up to 1000 each), in no set order. */
  list(prefix: string): AsyncIterable<ListedObject[]>;
  close(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
  }
}
