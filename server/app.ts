/**
 * Builds the whole HTTP application over an open, migrated database. Tests call it and use
 * `app.inject`; main.ts calls it and listens.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { ensureJwtSecret } from './db/settings.ts';
import { installAuth } from './http/auth.ts';
import { NETWORK_CACHE, setAnswerCaching, sharedCache } from './http/cache.ts';
import { frameworkErrorHandler, installErrorHandling } from './http/errorHandler.ts';
import { installLanguage } from './http/language.ts';
import { installMaintenance } from './http/maintenance.ts';
import { installNotFound } from './http/notFound.ts';
import { installOpenApi } from './http/openapi.ts';
import { installStatic } from './http/static.ts';
import { validatorCompiler } from './http/validation.ts';
import { accountingRoutes } from './modules/accounting/routes.ts';
import { accountingAreaRoutes } from './modules/accounting/areaRoutes.ts';
import { accountingProviderAreaRoutes } from './modules/accountingProviders/routes.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { agencyRoutes } from './modules/agencies/routes.ts';
import { agencyGroupRoutes } from './modules/agencyGroups/routes.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { markupRoutes } from './modules/markups/routes.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { registrationRoutes } from './modules/registrations/routes.ts';
import { releaseNoteRoutes } from './modules/releaseNotes/routes.ts';
import { sellerRoutes } from './modules/sellers/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { nomenclatorRoutes } from './modules/nomenclators/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { configurationRoutes } from './modules/configurations/routes.ts';
import { flightAdminRoutes } from './modules/flightAdmin/routes.ts';
import { flightBookingRoutes } from './modules/flightBooking/routes.ts';
import { flightSearchRoutes } from './modules/flightSearch/routes.ts';
import { reservationRoutes } from './modules/reservations/routes.ts';
import { resumenRoutes } from './modules/resumen/routes.ts';
import { checkinRoutes } from './modules/checkin/routes.ts';
import { manifestRoutes } from './modules/manifests/routes.ts';
import { flightAvailabilityRoutes } from './modules/flightAvailability/routes.ts';
import { passengerRoutes } from './modules/passengers/routes.ts';
import { accountingProviderRoutes } from './modules/gateways/accountingProviders/routes.ts';
import { gatewayOperationRoutes } from './modules/gateways/operations/routes.ts';
import { paymentRequestRoutes } from './modules/gateways/paymentRequests/routes.ts';
import { registerGatewayProviders } from './modules/gateways/register.ts';
import { gatewaySettings } from './modules/gateways/settings.ts';
import { sandboxRoutes } from './modules/gateways/sandbox/routes.ts';
import { webhookRoutes } from './modules/gateways/webhookRoutes.ts';
import { exchangeRateRoutes } from './modules/exchangeRates/routes.ts';
import { quoteRoutes } from './modules/quotes/routes.ts';
import { cardPaymentRoutes } from './modules/gateways/card/routes.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import { evidenceRoutes } from './modules/evidences/routes.ts';
import { SessionGenerations } from './security/sessions.ts';
import { TokenService } from './security/tokens.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { hotelAdminRoutes, hotelNomenclatorRoutes } from './modules/hotelAdmin/routes.ts';
import { hotelProviderSandboxRoutes } from './modules/hotelProvider/sandbox/routes.ts';
import { HOTEL_SANDBOX_PREFIX, hotelProviderSettings } from './modules/hotelProvider/settings.ts';
import { hotelAvailabilityRoutes } from './modules/hotelAvailability/routes.ts';
import { hotelSalesRoutes } from './modules/hotelSales/routes.ts';
import { houseRoutes } from './modules/houses/routes.ts';

export const BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  db: Kysely<Database>;
  config: Config;
  /** Fastify logger options; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ db, config, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: BODY_LIMIT,
    frameworkErrors: frameworkErrorHandler,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = config.jwtSecret ?? (await ensureJwtSecret(db));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('tokens', new TokenService({ secret, accessTokenTtl: config.accessTokenTtl, refreshTokenTtl: config.refreshTokenTtl }));
  setAnswerCaching(db, config.answerCache);
  app.decorate('networkCache', sharedCache(db, NETWORK_CACHE));
  const sessions = new SessionGenerations(db);
  app.decorate('sessions', sessions);
  app.addHook('onClose', async () => sessions.close());

  // An empty JSON body reads as no body, so the schema reports each missing field by name.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    defaultJson(request, text, done);
  });

  // Only JSON (and multipart where a route asks for it) is accepted: text/plain answers 415.
  app.removeContentTypeParser('text/plain');

  installLanguage(app);
  installAuth(app);
  installErrorHandling(app, config.supportEmailDomain);
  if (config.maintenance) installMaintenance(app);
  installNotFound(app, config.distDir);
  await installOpenApi(app);
  await installStatic(app, config.distDir, config.dataDir);

  await app.register(
    async (api) => {
      await api.register(accountsRoutes);
      await api.register(profileRoutes);
      await api.register(nomenclatorRoutes);
      await api.register(systemRoutes);
      await api.register(mailRoutes);
      await api.register(notificationRoutes);
      await api.register(accountingRoutes);
      await api.register(cartRoutes);
      await api.register(paymentRoutes);
      await api.register(agencyRoutes);
      await api.register(agencyGroupRoutes);
      await api.register(markupRoutes);
      await api.register(operatorRoutes);
      await api.register(sellerRoutes);
      await api.register(registrationRoutes);
      await api.register(alertRoutes);
      await api.register(releaseNoteRoutes);
      await api.register(configurationRoutes);
      await api.register(flightAdminRoutes);
      await api.register(flightSearchRoutes);
      await api.register(flightBookingRoutes);
      await api.register(reservationRoutes);
      await api.register(resumenRoutes);
      await api.register(checkinRoutes);
      await api.register(manifestRoutes);
      await api.register(flightAvailabilityRoutes);
      await api.register(passengerRoutes);
      await api.register(paymentRequestRoutes);
      await api.register(webhookRoutes);
      await api.register(gatewayOperationRoutes);
      await api.register(accountingProviderRoutes);
      await api.register(customerRoutes);
      await api.register(exchangeRateRoutes);
      await api.register(quoteRoutes);
      await api.register(documentRoutes);
      await api.register(accountingAreaRoutes);
      await api.register(cardPaymentRoutes);
      await api.register(depositRoutes);
      await api.register(evidenceRoutes);
      await api.register(reportRoutes);
      await api.register(accountingProviderAreaRoutes);
      await api.register(hotelAdminRoutes);
      await api.register(hotelNomenclatorRoutes);
      await api.register(hotelAvailabilityRoutes);
      await api.register(hotelSalesRoutes);
      await api.register(houseRoutes);
    },
    { prefix: '/api' },
  );
  // The sandbox gateway stands in for every card provider left without a real URL (issue 9).
  registerGatewayProviders(config, app.server);
  const gateways = gatewaySettings({ publicUrl: config.publicUrl, port: config.port });
  if (gateways.sandbox.revolut || gateways.sandbox.payfacto) await app.register(sandboxRoutes, { prefix: '/sandbox' });
  // The sandbox hotel provider stands in for Hotelbeds while HOTEL_PROVIDER_URL is unset (issue 11).
  if (hotelProviderSettings({ publicUrl: config.publicUrl, port: config.port }).sandbox) await app.register(hotelProviderSandboxRoutes, { prefix: HOTEL_SANDBOX_PREFIX });

  await app.ready();
  return app;
}
