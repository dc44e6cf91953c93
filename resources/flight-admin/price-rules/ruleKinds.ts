/** The two rule resources share their pages: price rules, and promotions (which add a code). */
import type { HistoryEntity, HistoryList } from '../../../dataProvider/flightAdmin.ts';
import { priceRuleBody, priceRuleUpdateBody, promotionRuleBody, promotionRuleUpdateBody } from '../../../domain/schemas/flightAdmin.ts';
import type { z } from '../../../domain/validation.ts';
import { priceRuleKindChoices, promotionKindChoices, type Choice } from '../choices.ts';

export type RuleResource = 'flight-price-rules' | 'promotion-price-rules';

export interface RuleKind {
  resource: RuleResource;
  promotion: boolean;
  /** Menu label of the list: the page title and the first crumb. */
  title: string;
  createTitle: string;
  history: HistoryEntity;
  historyList: HistoryList;
  kinds: Choice[];
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
}

export const RULE_KINDS: Record<RuleResource, RuleKind> = {
  'flight-price-rules': {
    resource: 'flight-price-rules',
    promotion: false,
    title: 'app.menu.routes.admin_flights_flight_price_rules',
    createTitle: 'app.flightAdmin.rules.create',
    history: 'flight-price-rule',
    historyList: 'history-flight-price-rule',
    kinds: priceRuleKindChoices,
    createSchema: priceRuleBody,
    updateSchema: priceRuleUpdateBody,
  },
  'promotion-price-rules': {
    resource: 'promotion-price-rules',
    promotion: true,
    title: 'app.menu.routes.admin_flights_promotion_price_rules',
    createTitle: 'app.flightAdmin.rules.create_promotion',
    history: 'promotion-price-rule',
    historyList: 'history-promotion-price-rule',
    kinds: promotionKindChoices,
    createSchema: promotionRuleBody,
    updateSchema: promotionRuleUpdateBody,
  },
};
