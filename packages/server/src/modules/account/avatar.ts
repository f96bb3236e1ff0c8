import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { avatarRow, deleteAvatar, setAvatarUrl, upsertAvatar } from './repository.ts';
import { AppError } from '../../errors.ts';

/**
 * Profile photo (docs/product-rules.md, 'PNG, JPG up to 2MB'). The type is decided by the file's content (magic bytes), never by
 * its name or declared type; the image is decoded, cropped to a square, re-encoded (which drops EXIF/GPS and every
 * other metadata block) and stored encrypted. It is served back only to its owner.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_SIZE = 256;
const MAX_PIXELS = 40_000_000;

export function sniffImage(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

export async function reencodeAvatar(
  bytes: Buffer,
): Promise<{ data: Buffer; contentType: 'image/png' | 'image/jpeg' }> {
  if (bytes.length === 0) throw new AppError('VALIDATION', 'Please choose a photo to upload.');
  if (bytes.length > AVATAR_MAX_BYTES)
    throw new AppError('TOO_LARGE', 'The photo is larger than 2MB. Please choose a smaller one.');
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please upload a PNG or JPG image.');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const meta = await image.metadata();
    if ((kind === 'png' && meta.format !== 'png') || (kind === 'jpeg' && meta.format !== 'jpeg')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please upload a PNG or JPG image.');
    }
    const resized = image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' });
    // No .withMetadata(): sharp writes none of the input's EXIF, XMP, IPTC or ICC blocks.
    const data =
      kind === 'png'
        ? await resized.png({ compressionLevel: 9 }).toBuffer()
        : await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { data, contentType: kind === 'png' ? 'image/png' : 'image/jpeg' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNREADABLE', 'This image could not be read. Please try another PNG or JPG.');
  }
}

export async function saveAvatar(ctx: AppContext, userId: string, bytes: Buffer): Promise<string> {
  const { data, contentType } = await reencodeAvatar(bytes);
  const storageKey = await ctx.storage.put(data);
  const db = ctx.database.db;
  const previous = await avatarRow(db, userId);
  const now = new Date();
  await upsertAvatar(db, { userId, storageKey, contentType, updatedAt: now });
  // The version in the address makes browsers fetch the new photo; the route ignores it.
  const avatarUrl = `/api/account/avatar?v=${now.getTime().toString(36)}`;
  await setAvatarUrl(db, userId, avatarUrl, now);
  if (previous) await ctx.storage.delete(previous.storageKey).catch(() => {});
  return avatarUrl;
}

export async function removeAvatar(ctx: AppContext, userId: string): Promise<void> {
  const db = ctx.database.db;
  const previous = await deleteAvatar(db, userId);
  await setAvatarUrl(db, userId, null, new Date());
  if (previous) await ctx.storage.delete(previous.storageKey).catch(() => {});
}

export async function loadAvatar(
  ctx: AppContext,
  userId: string,
): Promise<{ data: Buffer; contentType: string } | null> {
  const row = await avatarRow(ctx.database.db, userId);
  if (!row) return null;
  return { data: await ctx.storage.get(row.storageKey), contentType: row.contentType };
}
