import { randomBytes } from "node:crypto";

/** A multipart/form-data body with one file part, as a browser's form sends a photo. */
export function multipartFile(
  bytes: Buffer,
  { field = "image", filename = "receipt.jpg", contentType = "image/jpeg" }: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pennycart${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
