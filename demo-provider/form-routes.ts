// The form routes: the TC lookup and the career form.
import type { FastifyInstance } from 'fastify';
import { tcImagePath } from './assets.ts';
import type { Guard } from './guard.ts';
import { TC_STUDENTS } from './seed.ts';
import type { CareerSubmission } from './types.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface FormRoutesDeps {
  guard: Guard;
  schoolCode: string;
  /** Where accepted career forms are appended. */
  submissions: CareerSubmission[];
}

export function registerFormRoutes(app: FastifyInstance, { guard, schoolCode, submissions }: FormRoutesDeps): void {
  app.post<{ Params: { schoolcode: string } }>(
    '/api/tc/:schoolcode',
    { onRequest: guard('tc', false) },
    async (request, reply) => {
      if (request.params.schoolcode !== schoolCode) return reply.code(404).send({ message: 'School not found' });
      const body = isRecord(request.body) ? request.body : {};
      const name = typeof body.name === 'string' ? body.name.trim().replace(/\s+/g, ' ').toLowerCase() : '';
      const admission = typeof body.admission === 'string' ? body.admission.trim() : '';
      const student = TC_STUDENTS.find((s) => s.admission === admission && s.name.toLowerCase() === name);
      if (!student) return reply.code(404).send({ message: 'No record found' });
      return { data: tcImagePath(student.admission) };
    },
  );

  app.post<{ Params: { schoolcode: string } }>(
    '/api/form/:schoolcode/dif',
    { onRequest: guard('form', true) },
    async (request, reply) => {
      if (request.params.schoolcode !== schoolCode) return reply.code(404).send({ message: 'School not found' });
      const body = isRecord(request.body) ? request.body : {};
      const fields = ['name', 'email', 'phone', 'message'] as const;
      const missing = fields.filter((f) => typeof body[f] !== 'string' || (body[f] as string).trim() === '');
      if (missing.length > 0)
        return reply.code(400).send({ message: `Missing required fields: ${missing.join(', ')}` });
      const [name, email, phone, message] = fields.map((f) => body[f] as string) as [string, string, string, string];
      submissions.push({ name, email, phone, message, receivedAt: new Date().toISOString() });
      return { message: 'Form submitted' };
    },
  );
}
