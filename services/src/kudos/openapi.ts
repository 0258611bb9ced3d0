import { z } from 'zod';
import type { ApiArea } from '../core/http/openapi';
import { giveKudosSchema, kudosAnswer } from './schemas';

export const kudosApi: ApiArea = {
  tag: 'Kudos',
  description: 'Members give short kudos; anyone reads the latest',
  operations: [
    {
      method: 'get',
      path: '/kudos',
      summary: 'The latest 20 kudos, newest first',
      access: 'public',
      responses: { 200: { description: 'The kudos', schema: z.array(kudosAnswer) } },
    },
    {
      method: 'post',
      path: '/kudos',
      summary: 'Give kudos',
      access: 'signed-in',
      body: giveKudosSchema,
      responses: { 201: { description: 'The kudos given', schema: kudosAnswer } },
    },
    {
      method: 'get',
      path: '/admin/kudos',
      summary: 'Every kudos, for staff (simple-rest list)',
      access: 'admin',
      list: true,
      responses: { 200: { description: 'A page of kudos', schema: z.array(kudosAnswer) } },
    },
  ],
};
