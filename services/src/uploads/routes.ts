import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Request, type Response, Router } from 'express';
import multer from 'multer';
import { type AppContext, appendEvents, requestMetadata } from '../core/context';
import { DomainError, NotSignedIn } from '../core/errors';
import { requireSignedIn } from '../core/http/auth';
import { spend } from '../core/http/rate-limits';
import { route } from '../core/http/route';
import type { PhotoUploaded } from './events';
import { uploadStream } from './events';
import { newStoredName, uploadsDir, uploadUrl } from './files';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, reencodeImage } from './images';
import { uploadsOperations as op } from './openapi';
import type { UploadedPhoto } from './schemas';

export const TOO_LARGE = `File size exceeds the maximum limit of ${MAX_UPLOAD_MB}MB`;
const NO_FILE = 'No file was sent: choose an image and send it in the form field "file"';
const ONE_FILE = 'Send one file at a time';
const WRONG_FIELD = 'The image must be sent in the form field "file"';
const ONLY_THE_FILE = 'Send only the file, with no other form fields';
const MALFORMED = 'The upload was not a well-formed multipart form';
// Room for the multipart framing around a file of the largest allowed size.
const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const receiveFile = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
}).single('file');

const refusal = (status: number, message: string) =>
  new DomainError(message, status, { file: message });

/** Multer's own refusals, as answers a person can act on (never a 500). */
function explain(error: unknown): DomainError {
  if (!(error instanceof multer.MulterError)) return refusal(400, MALFORMED);
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return refusal(413, TOO_LARGE);
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_PART_COUNT':
      return refusal(400, ONE_FILE);
    case 'LIMIT_UNEXPECTED_FILE':
      return refusal(400, WRONG_FIELD);
    default:
      return refusal(400, ONLY_THE_FILE);
  }
}

function receive(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    receiveFile(req, res, (error: unknown) => (error ? reject(explain(error)) : resolve()));
  });
}

export function uploadRoutes(ctx: AppContext): Router {
  const router = Router();
  const directory = uploadsDir(ctx.config.dataDir);

  route(router, op.upload, requireSignedIn, async (req, res) => {
    const user = req.user;
    if (!user) throw new NotSignedIn();
    // Far too large to be worth reading: refuse before a byte is buffered.
    if (Number(req.get('content-length') ?? 0) > MAX_REQUEST_BYTES) {
      res.set('Connection', 'close');
      throw refusal(413, TOO_LARGE);
    }
    await spend(ctx.limits.uploadsByUser, user.id, 'Too many uploads; please try again later');
    await receive(req, res);
    if (!req.file) throw refusal(400, NO_FILE);

    const image = await reencodeImage(req.file.buffer);
    const name = newStoredName();
    const file = path.join(directory, name);
    await mkdir(directory, { recursive: true });
    await writeFile(file, image.data, { flag: 'wx', mode: 0o644 });
    const fileUrl = uploadUrl(name);
    const metadata = requestMetadata(ctx, req, user.id);
    const uploaded: PhotoUploaded = {
      type: 'PhotoUploaded',
      data: { userId: user.id, fileUrl, uploadedAt: metadata.occurredAt },
    };
    try {
      await appendEvents(
        ctx,
        uploadStream(path.parse(name).name),
        [uploaded],
        'no_stream',
        metadata,
      );
    } catch (error) {
      await unlink(file).catch(() => {});
      throw error;
    }
    const answer: UploadedPhoto = { success: true, fileUrl, message: 'File uploaded successfully' };
    res.json(answer);
  });

  return router;
}
