import type { MemberUseCases } from '@quire/application/members/member-use-cases';
import { userId } from '@quire/domain/ids';
import type { Context } from 'koa';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { principalOf } from '../platform/auth/principal-of';
import { withBody, withoutQuery } from '../platform/body/decode-query';
import { jsonBodyOf } from '../platform/body/json-body-of';
import { answer } from '../platform/problems/answer';
import { sendNoContent } from '../platform/versions/change-request';
import { type OpenApiPart, authFailures, jsonBody, jsonContent, problemResponse, responseRef } from '../platform/openapi/openapi-parts';
import { operations, serve } from '../platform/openapi/operations';
import { AddMemberBody, ChangeMemberRoleBody, MemberJson, MemberList, memberJson } from './member-codecs';

type Deps = MemberUseCases;

/** `/Members` (docs/people.md#members): the people of the caller's tenant and their roles; owners only. */
export const registerMemberRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const userIdOf = (ctx: Context) => userId(ctx.params['userId'] ?? '');
  const on = serve(router, memberOperations);

  on.listMembers((ctx) =>
    answer(ctx, withoutQuery(ctx, () => deps.listMembers(principalOf(ctx))), (members) => {
      ctx.body = { items: members.map(memberJson), nextCursor: null };
    }),
  );

  on.addMember((ctx) =>
    answer(
      ctx,
      withBody(ctx, () => jsonBodyOf(ctx, options.jsonBodyLimitBytes, AddMemberBody), (body) => deps.addMemberByEmail({ principal: principalOf(ctx), email: body.email, name: body.name, role: body.role })),
      (member) => {
        ctx.status = 201;
        ctx.set('Location', `${options.prefix}/Members/${encodeURIComponent(member.user.id)}`);
        ctx.body = memberJson(member);
      },
    ),
  );

  on.getMember((ctx) =>
    answer(ctx, withoutQuery(ctx, () => deps.getMember({ principal: principalOf(ctx), userId: userIdOf(ctx) })), (member) => {
      ctx.body = memberJson(member);
    }),
  );

  on.changeMemberRole((ctx) =>
    answer(
      ctx,
      withBody(ctx, () => jsonBodyOf(ctx, options.jsonBodyLimitBytes, ChangeMemberRoleBody), (body) => deps.changeMemberRole({ principal: principalOf(ctx), userId: userIdOf(ctx), role: body.role })),
      (member) => {
        ctx.body = memberJson(member);
      },
    ),
  );

  on.removeMember((ctx) => answer(ctx, withoutQuery(ctx, () => deps.removeMember({ principal: principalOf(ctx), userId: userIdOf(ctx) })), () => sendNoContent(ctx)));
};

const userParameters = [{ $ref: '#/components/parameters/MemberUserId' }];
const bodyFailures = { '400': responseRef('MemberBadRequest'), '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType'), '422': responseRef('ValidationFailed') };

/** The `/Members` routes. */
export const memberOperations = operations('Members', {
  listMembers: {
    method: 'get',
    path: '/Members',
    role: 'owner',
    summary: "The tenant's members and their roles, by e-mail",
    responses: { '200': { description: 'The members', content: jsonContent(MemberList) }, ...authFailures, '400': responseRef('MemberBadRequest') },
  },
  addMember: {
    method: 'post',
    path: '/Members',
    role: 'owner',
    summary: 'Make a person, by e-mail, a member of the tenant with a role (a user not known yet is made)',
    requestBody: jsonBody(AddMemberBody),
    responses: {
      '201': { description: 'The new member', headers: { Location: { $ref: '#/components/headers/Location' } }, content: jsonContent(MemberJson) },
      ...authFailures,
      ...bodyFailures,
      '409': responseRef('MemberConflict'),
    },
  },
  getMember: {
    method: 'get',
    path: '/Members/:userId',
    role: 'owner',
    summary: 'One member of the tenant',
    parameters: userParameters,
    responses: { '200': { description: 'The member', content: jsonContent(MemberJson) }, ...authFailures, '404': responseRef('NotFound') },
  },
  changeMemberRole: {
    method: 'put',
    path: '/Members/:userId',
    role: 'owner',
    summary: "Change a member's role (their keys act with it from the next request); the last owner cannot be demoted",
    parameters: userParameters,
    requestBody: jsonBody(ChangeMemberRoleBody),
    responses: { '200': { description: 'The member, with the role', content: jsonContent(MemberJson) }, ...authFailures, ...bodyFailures, '404': responseRef('NotFound'), '409': responseRef('MemberConflict') },
  },
  removeMember: {
    method: 'delete',
    path: '/Members/:userId',
    role: 'owner',
    summary: "Remove a member: their keys in the tenant are deactivated at once; the last owner cannot be removed",
    parameters: userParameters,
    responses: { '204': { description: 'Removed' }, ...authFailures, '404': responseRef('NotFound'), '409': responseRef('MemberConflict') },
  },
});

/** What the document says of `/Members`. */
export const memberOpenApi: OpenApiPart = {
  operations: memberOperations,
  parameters: {
    MemberUserId: { name: 'userId', in: 'path', required: true, schema: { type: 'string' } },
  },
  responses: {
    MemberBadRequest: problemResponse(400, ['malformed_json', 'malformed_query', 'invalid_idempotency_key'], 'Malformed JSON, unknown query parameters, or a malformed Idempotency-Key'),
    MemberConflict: problemResponse(
      409,
      ['last_owner', 'already_a_member', 'member_limit_reached', 'concurrent_update', 'idempotency_in_progress'],
      'The change would leave the tenant without an owner, the person is a member already, or the tenant has as many members as allowed',
    ),
  },
};
