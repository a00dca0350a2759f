import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema, okSchema } from "../../../domain/contracts/common";
import {
  addFamilyMemberSchema,
  adminAuditListSchema,
  familyMemberListSchema,
  familyMemberSchema,
  firstFamilyMemberProblem,
} from "../../../domain/contracts/family";
import { HttpError } from "../../plugins/errors";
import { requireAdmin } from "../../plugins/guards";
import { addMember, latestAudit, listMembers, removeMember } from "./family.service";

/** Admin-only: the family list (spec §2 Admin family screen, §7) and the log of admin actions. */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get("/api/admin/family-members", { schema: { response: { 200: familyMemberListSchema } } }, async (request, reply) => {
    requireAdmin(request);
    reply.header("cache-control", "private, no-store");
    return listMembers(db);
  });

  app.post(
    "/api/admin/family-members",
    // Validation is answered here so the message is the dialog's own text (spec §5), not a generic one.
    { schema: { body: addFamilyMemberSchema, response: { 201: familyMemberSchema } }, attachValidation: true },
    async (request, reply) => {
      const admin = requireAdmin(request);
      if (request.validationError) throw new HttpError(400, firstFamilyMemberProblem(request.body) ?? "Invalid request");
      return reply.status(201).send(await addMember(db, admin, request.body));
    },
  );

  app.delete(
    "/api/admin/family-members/:id",
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeMember(db, requireAdmin(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get("/api/admin/audit", { schema: { response: { 200: adminAuditListSchema } } }, async (request, reply) => {
    requireAdmin(request);
    reply.header("cache-control", "private, no-store");
    return latestAudit(db);
  });
};
