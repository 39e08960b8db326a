import { builder } from '../../graphql/builder.js';
import type { ArgBuilder } from '../../graphql/field-builder.js';
import { requireAdminViewer } from '../../authorization/policies.js';
import { inviteStaff, listStaff, setStaffActive, setStaffRoles, type StaffMember } from './staff.service.js';

const StaffMemberRef = builder.objectRef<StaffMember>('StaffMember').implement({
  description: 'A staff account as the back office lists it',
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    workEmail: t.exposeString('workEmail'),
    active: t.exposeBoolean('active'),
    isTeacher: t.exposeBoolean('isTeacher'),
    isAdmin: t.exposeBoolean('isAdmin'),
    isOffice: t.exposeBoolean('isOffice'),
    invitationPending: t.exposeBoolean('invitationPending', { description: 'Invited, no password chosen yet' }),
  }),
});

/** A staff account's roles, as both an invitation and a change of roles give them. */
const staffRoleArgs = (arg: ArgBuilder) => ({
  isTeacher: arg.boolean({ required: true }),
  isAdmin: arg.boolean({ required: true }),
  isOffice: arg.boolean({ required: true }),
});

builder.queryFields((t) => ({
  staffMembers: t.field({
    type: [StaffMemberRef],
    description: 'Every staff account: admins',
    authScopes: { employee: true },
    resolve: (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return listStaff(ctx.services.db);
    },
  }),
}));

builder.mutationFields((t) => ({
  inviteStaff: t.field({
    type: StaffMemberRef,
    description: 'Creates a staff account and mails it a single-use link to choose a password: admins',
    authScopes: { employee: true },
    args: {
      firstName: t.arg.string({ required: true }),
      lastName: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      ...staffRoleArgs(t.arg),
    },
    resolve: (_root, args, ctx) => inviteStaff(ctx.services, requireAdminViewer(ctx.viewer), args),
  }),
  setStaffRoles: t.field({
    type: StaffMemberRef,
    description: "Sets a staff account's roles (its sessions end, to sign in with the new ones): admins",
    authScopes: { employee: true },
    args: {
      employeeId: t.arg.int({ required: true }),
      ...staffRoleArgs(t.arg),
    },
    resolve: (_root, args, ctx) => setStaffRoles(ctx.services, requireAdminViewer(ctx.viewer), args.employeeId, args),
  }),
  setStaffActive: t.field({
    type: StaffMemberRef,
    description: 'Deactivates a staff account (its sessions end at once) or reactivates it: admins',
    authScopes: { employee: true },
    args: { employeeId: t.arg.int({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setStaffActive(ctx.services, requireAdminViewer(ctx.viewer), args.employeeId, args.active),
  }),
}));
