/**
 * A price rule or promotion: name and priority; the conditions (route, date range, weekdays,
 * passenger type, seat category, agency group, trip type; empty = any); what it does (kind and
 * value); active; and for promotions the code an agency types in.
 */
import { Box, Typography } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, DateInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { passengerTypeChoices, tripTypeChoices, weekdayChoices } from '../choices.ts';
import { AgencyGroupInput, RouteInput, SeatCategoryInput } from '../common/inputs.tsx';
import type { RuleKind } from './ruleKinds.ts';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;
const any = 'app.flightAdmin.any';

export function RuleFields({ kind }: { kind: RuleKind }) {
  const translate = useTranslate();
  return (
    <>
      <Box sx={grid}>
        <TextInput source="name" isRequired />
        <TextInput source="name_en" helperText="app.catalogueNames.name_en_hint" />
        <NumberInput source="priority" step={1} min={-1000} max={1000} helperText="app.flightAdmin.rules.priority_hint" />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>{translate('app.flightAdmin.rules.conditions')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('app.flightAdmin.rules.conditions_hint')}</Typography>
      <Box sx={grid}>
        <RouteInput source="route" emptyText={any} helperText={false} />
        <SelectInput source="trip_type" choices={tripTypeChoices} emptyText={any} />
        <DateInput source="date_from" />
        <DateInput source="date_to" />
        <SelectInput source="passenger_type" choices={passengerTypeChoices} emptyText={any} />
        <SeatCategoryInput source="category" emptyText={any} helperText={false} />
        <AgencyGroupInput source="agency_group" emptyText={any} helperText={false} />
      </Box>
      <CheckboxGroupInput source="weekdays" choices={weekdayChoices} helperText="app.flightAdmin.rules.weekdays_hint" />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>{translate('app.flightAdmin.rules.effect')}</Typography>
      <Box sx={grid}>
        <SelectInput source="kind" choices={kind.kinds} isRequired helperText={kind.promotion ? 'app.flightAdmin.rules.promotion_kind_hint' : 'app.flightAdmin.rules.kind_hint'} />
        <TextInput source="value" isRequired slotProps={{ htmlInput: { inputMode: 'decimal' } }} helperText={kind.promotion ? 'app.flightAdmin.rules.promotion_value_hint' : 'app.flightAdmin.rules.value_hint'} />
      </Box>
      {kind.promotion && <TextInput source="code" helperText="app.flightAdmin.rules.code_hint" slotProps={{ htmlInput: { maxLength: 30, style: { textTransform: 'uppercase' } } }} />}
      <BooleanInput source="active" />
    </>
  );
}
