import { Notification } from 'react-admin';

/** Document 2 §9: a toast stays 5 s (react-admin's default is 4 s); one at a time. */
export const TOAST_MS = 5000;

export const Toasts = () => <Notification autoHideDuration={TOAST_MS} />;
