import { builder } from '../../graphql/builder.js';
import { APP_VERSION } from '../../version.js';
import { type AcademySettings, getSettings } from './settings.service.js';

const Academy = builder.objectRef<AcademySettings>('Academy').implement({
  description: 'Public facts about the academy, shown before sign-in',
  fields: (t) => ({
    name: t.exposeString('name'),
    phoneNumber: t.exposeString('phoneNumber'),
    supportHours: t.exposeString('supportHours'),
    introVideoUrl: t.exposeString('introVideoUrl'),
    helpVideoUrl: t.exposeString('helpVideoUrl'),
    promoBanner: t.exposeString('promoBanner'),
    timeZone: t.exposeString('timeZone'),
  }),
});

builder.queryFields((t) => ({
  academy: t.field({
    type: Academy,
    resolve: (_root, _args, ctx) => getSettings(ctx.services.db),
  }),
  appVersion: t.string({ resolve: () => APP_VERSION }),
}));
