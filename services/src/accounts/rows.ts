/** The read tables this area's queries read, row by row (their projectors write them). */
export type UserRow = {
  id: string;
  username: string;
  username_lower: string;
  email: string | null;
  role: string;
  password_hash: string;
  status: 'active' | 'disabled';
  session_epoch: number;
  /** When the owner confirmed the address (EmailConfirmed); null while not. */
  email_confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type PasswordResetTokenRow = {
  token_hash: string;
  user_id: string;
  requested_at: Date;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
};
