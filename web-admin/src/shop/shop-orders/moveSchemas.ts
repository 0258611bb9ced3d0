import { orderMoveSchema } from '@server/shop/schemas';

// The server's rule for each move's body (orderMoveSchema, one branch per move, in its order).
const [cancel, fulfil, deliver, refund] = orderMoveSchema.options;

export const MOVE_SCHEMAS = { cancel, fulfil, deliver, refund };
