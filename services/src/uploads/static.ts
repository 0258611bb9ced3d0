import express, { Router } from 'express';
import { uploadsDir } from './files';

/**
 * Serves stored uploads as inert images: the browser may not sniff them into anything else, and
 * should one be opened directly it runs in a sandbox with nothing but images allowed.
 */
export function serveUploads(dataDir: string): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
    });
    next();
  });
  router.use(
    express.static(uploadsDir(dataDir), {
      index: false,
      redirect: false,
      dotfiles: 'deny',
      // Names are random and never reused: a stored file never changes.
      immutable: true,
      maxAge: '365d',
    }),
  );
  router.use((_req, res) => {
    res.status(404).json({ message: 'No such upload' });
  });
  return router;
}
