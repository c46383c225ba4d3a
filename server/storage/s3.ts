/**
 * The S3 driver: any S3-compatible service (AWS S3, MinIO, Ceph, Cloudflare R2) through the AWS
 * SDK. Browsers upload straight to the bucket with a presigned POST, so the app machines never
 * carry upload bodies. The bucket needs a CORS rule allowing POST from PUBLIC_URL (README).
 */
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import type { S3Settings } from "../config.ts";
import type { PresignOptions, PresignedPost, Storage } from "./types.ts";
import { reaching } from "./unavailable.ts";

const isStatus = (error: unknown, status: number): boolean => error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;

export async function createS3Storage(settings: S3Settings): Promise<Storage> {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's
    // newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // Without limits a store that stopped answering holds a request until the operating system
    // gives up on the socket (minutes): a student would see the upload hang instead of a message.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  const Bucket = settings.bucket;

  // The policy names the exact key (the SDK adds {key} for Key), and the app gives each form a key of
  // its own: a second post of one form replaces its one object rather than adding another. S3
  // cannot be told that a form is used or dropped; documents/uploadForms.ts explains what bounds it.
  const presignPost = async (key: string, { maxBytes, expiresInSeconds }: PresignOptions): Promise<PresignedPost> =>
    createPresignedPost(client, { Bucket, Key: key, Conditions: [["content-length-range", 1, maxBytes]], Expires: expiresInSeconds });

  // The address browsers post to, as the SDK builds it (path or host style, custom endpoint or
  // AWS's): presigning is local, so this reaches no server, and a bad setting fails at start.
  const uploadOrigin = new URL((await presignPost("probe", { maxBytes: 1, expiresInSeconds: 60 })).url).origin;

  return {
    kind: "s3",
    uploadOrigin,
    presignPost,
    async read(key, limit) {
      try {
        return await reaching(async () => {
          const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(limit === undefined ? {} : { Range: `bytes=0-${limit - 1}` }) }));
          return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
        });
      } catch (error) {
        if (isStatus(error, 404)) return null;
        // A range of an empty object is "not satisfiable".
        if (isStatus(error, 416)) return new Uint8Array();
        throw error;
      }
    },
    async write(key, bytes, contentType) {
      await reaching(() => client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType })));
    },
    async remove(keys) {
      // One call per key: DeleteObjects needs a Content-MD5 some compatible services do not take.
      for (const key of keys) await reaching(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await reaching(() => client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ...(ContinuationToken ? { ContinuationToken } : {}) })));
        yield (page.Contents ?? []).flatMap(({ Key, LastModified, Size }) => (Key && LastModified ? [{ key: Key, modifiedAt: LastModified, size: Size ?? 0 }] : []));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}
