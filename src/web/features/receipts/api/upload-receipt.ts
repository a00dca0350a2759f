import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { receiptCreatedSchema } from "../../../../domain/contracts/receipts";

type Created = z.infer<typeof receiptCreatedSchema>;

/** Browsers that can decode a photo (Safari decodes HEIC) send it as JPEG: smaller, and a format the server reads. */
async function asJpeg(file: File): Promise<Blob> {
  if (file.type === "image/jpeg" || file.type === "image/png" || file.type === "image/webp") return file;
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
    const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
    return jpeg ?? file;
  } catch {
    // Not decodable here (HEIC outside Safari): the server says how to send it instead.
    return file;
  }
}

/**
 * A photo POSTed as multipart (field "image"). Not through apiRequest, which sends JSON; a non-OK answer
 * becomes the same "{status}: {body}" error.
 */
export async function postPhoto<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append("image", await asJpeg(file), file.name || "photo.jpg");
  const res = await fetch(url, { method: "POST", body: form, credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as T;
}

/** POST /api/receipts: the receipt's id, to follow its reading. */
export const uploadReceipt = (file: File) => postPhoto<Created>("/api/receipts", file);

export const useUploadReceipt = () => useMutation({ mutationFn: uploadReceipt });
