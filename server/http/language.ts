import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLanguage } from '../../domain/constants.ts';
import { translate, type MessageParams } from '../../domain/i18n.ts';
import './types.ts';

/** Every request knows its language before anything can fail, so every answer is translated. */
export function installLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'es');
  app.decorateRequest('t', function (this: FastifyRequest, key: string, params?: MessageParams) {
    return translate(this.lang, key, params);
  });
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
  });
}
