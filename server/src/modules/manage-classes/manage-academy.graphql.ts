import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { requireAdminViewer } from '../../authorization/policies.js';
import { type AcademySettings, getSettings } from '../settings/settings.service.js';
import { QuarterEnum } from './manage-classes.types.js';
import {
  type AcademyHoliday,
  type AcademyTerm,
  addHoliday,
  deleteHoliday,
  deleteTerm,
  listHolidays,
  listTerms,
  saveTerm,
  updateAcademySettings,
} from './manage-academy.service.js';

const TermRef = builder.objectRef<AcademyTerm>('AcademyTerm').implement({
  description: 'A session of a term with its dates',
  fields: (t) => ({
    id: t.exposeInt('id'),
    year: t.exposeInt('year'),
    quarter: t.field({ type: QuarterEnum, resolve: (term) => term.quarter }),
    session: t.exposeString('session'),
    startDate: t.field({ type: 'Date', resolve: (term) => term.startDate }),
    endDate: t.field({ type: 'Date', resolve: (term) => term.endDate }),
  }),
});

const HolidayRef = builder.objectRef<AcademyHoliday>('AcademyHoliday').implement({
  description: 'A day with no lessons',
  fields: (t) => ({
    id: t.exposeInt('id'),
    date: t.field({ type: 'Date', resolve: (holiday) => holiday.date }),
    name: t.exposeString('name'),
  }),
});

const EarlyBirdRef = builder.objectRef<{ session: string; date: string }>('EarlyBirdDeadline').implement({
  fields: (t) => ({
    session: t.exposeString('session'),
    date: t.field({ type: 'Date', resolve: (deadline) => deadline.date }),
  }),
});

const AcademySettingsRef = builder.objectRef<AcademySettings>('AcademySettings').implement({
  description: 'Everything the back office sets about the academy',
  fields: (t) => ({
    name: t.exposeString('name'),
    phoneNumber: t.exposeString('phoneNumber'),
    supportEmail: t.exposeString('supportEmail'),
    address: t.exposeString('address', { description: 'Printed on invoices and receipts' }),
    taxId: t.exposeString('taxId', { description: 'Printed on invoices and receipts' }),
    supportHours: t.exposeString('supportHours'),
    timeZone: t.exposeString('timeZone'),
    currentYear: t.exposeInt('currentYear'),
    currentQuarter: t.field({ type: QuarterEnum, resolve: (s) => s.currentQuarter }),
    nextYear: t.exposeInt('nextYear'),
    nextQuarter: t.field({ type: QuarterEnum, resolve: (s) => s.nextQuarter }),
    catalogYear: t.exposeInt('catalogYear'),
    catalogQuarter: t.field({ type: QuarterEnum, resolve: (s) => s.catalogQuarter }),
    earlyBirdDeadlines: t.field({
      type: [EarlyBirdRef],
      resolve: (s) => Object.entries(s.earlyBirdDeadlines).map(([session, date]) => ({ session, date })),
    }),
    promoBanner: t.exposeString('promoBanner'),
    promotionsText: t.exposeString('promotionsText'),
    refundText: t.exposeString('refundText'),
    leaderboardInitialsDefault: t.exposeBoolean('leaderboardInitialsDefault', {
      description: 'Students appear under their initials on leaderboards unless they choose otherwise',
    }),
    terms: t.field({ type: [TermRef], resolve: (_s, _a, ctx) => listTerms(ctx.services.db) }),
    holidays: t.field({ type: [HolidayRef], resolve: (_s, _a, ctx) => listHolidays(ctx.services.db) }),
  }),
});

const EarlyBirdInputRef = builder.inputType('EarlyBirdDeadlineInput', {
  fields: (t) => ({ session: t.string({ required: true }), date: t.field({ type: 'Date', required: true }) }),
});

const AcademySettingsInputRef = builder.inputType('AcademySettingsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    phoneNumber: t.string({ required: true }),
    supportEmail: t.string({ required: true }),
    address: t.string({ required: false, description: 'Printed on invoices and receipts; left as it is when not given' }),
    taxId: t.string({ required: false, description: 'Printed on invoices and receipts; left as it is when not given' }),
    supportHours: t.string({ required: true }),
    timeZone: t.string({ required: true }),
    currentYear: t.int({ required: true }),
    currentQuarter: t.field({ type: QuarterEnum, required: true }),
    nextYear: t.int({ required: true }),
    nextQuarter: t.field({ type: QuarterEnum, required: true }),
    catalogYear: t.int({ required: true }),
    catalogQuarter: t.field({ type: QuarterEnum, required: true }),
    earlyBirdDeadlines: t.field({ type: [EarlyBirdInputRef], required: true }),
    promoBanner: t.string({ required: true }),
    promotionsText: t.string({ required: true }),
    refundText: t.string({ required: true }),
    leaderboardInitialsDefault: t.boolean({ required: true }),
  }),
});

const TermInputRef = builder.inputType('AcademyTermInput', {
  fields: (t) => ({
    year: t.int({ required: true }),
    quarter: t.field({ type: QuarterEnum, required: true }),
    session: t.string({ required: true }),
    startDate: t.field({ type: 'Date', required: true }),
    endDate: t.field({ type: 'Date', required: true }),
  }),
});

builder.queryFields((t) => ({
  academySettings: t.field({
    type: AcademySettingsRef,
    description: "The academy's settings with its terms and holidays: admins",
    resolve: (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return getSettings(ctx.services.db);
    },
  }),
}));

/** Makes a change to the academy's settings as an admin, then reads them as they are now. */
async function changeSettings(ctx: Context, change: (viewer: EmployeeViewer) => Promise<unknown>): Promise<AcademySettings> {
  await change(requireAdminViewer(ctx.viewer));
  return getSettings(ctx.services.db);
}

builder.mutationFields((t) => ({
  updateAcademySettings: t.field({
    type: AcademySettingsRef,
    description: 'Admins',
    args: { input: t.arg({ type: AcademySettingsInputRef, required: true }) },
    resolve: (_root, { input }, ctx) => changeSettings(ctx, (viewer) => updateAcademySettings(ctx.services.db, viewer, input)),
  }),
  saveAcademyTerm: t.field({
    type: AcademySettingsRef,
    description: "Adds a term's session, or changes it when id is given: admins",
    args: { id: t.arg.int(), input: t.arg({ type: TermInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) => changeSettings(ctx, (viewer) => saveTerm(ctx.services.db, viewer, id ?? null, input)),
  }),
  deleteAcademyTerm: t.field({
    type: AcademySettingsRef,
    description: 'Admins',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => changeSettings(ctx, (viewer) => deleteTerm(ctx.services.db, viewer, id)),
  }),
  addAcademyHoliday: t.field({
    type: AcademySettingsRef,
    description: 'A day with no lessons: admins',
    args: { date: t.arg({ type: 'Date', required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, { date, name }, ctx) => changeSettings(ctx, (viewer) => addHoliday(ctx.services.db, viewer, date, name)),
  }),
  deleteAcademyHoliday: t.field({
    type: AcademySettingsRef,
    description: 'Admins',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => changeSettings(ctx, (viewer) => deleteHoliday(ctx.services.db, viewer, id)),
  }),
}));
