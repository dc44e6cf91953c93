/** The fields of a house (create and edit): its data, rooms, seasons with prices, supplements and photos in one form. */
import { ArrayInput, AutocompleteInput, BooleanInput, DateInput, NumberInput, ReferenceInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { accommodationTypeChoices, breakfastChoices, propertyTypeChoices, supplementFrequencyChoices, supplementPerChoices } from '../../src/components/houses/choices.ts';

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
}

export function HouseFields() {
  return (
    <>
      <TextInput source="code" isRequired />
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="slug" />
      <ReferenceInput source="country" reference="countries" perPage={300}>
        <AutocompleteInput optionText="name" isRequired />
      </ReferenceInput>
      <ReferenceInput source="destination" reference="destinations">
        <AutocompleteInput optionText="name" isRequired />
      </ReferenceInput>
      <ReferenceInput source="zone" reference="zones">
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <TextInput source="address" fullWidth />
      <SelectInput source="property_type" choices={propertyTypeChoices} isRequired />
      <SelectInput source="accommodation_type" choices={accommodationTypeChoices} isRequired />
      <BooleanInput source="full_house" />
      <BooleanInput source="private_rooms" />
      <SelectInput source="breakfast" choices={breakfastChoices} />
      <TextInput source="breakfast_price" />
      <NumberInput source="min_nights" min={1} max={60} />
      <BooleanInput source="active" />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <TextInput source="description_en" multiline minRows={3} fullWidth />
      <Section title="app.houses.rooms_title" />
      <ArrayInput source="rooms" label={false}>
        <SimpleFormIterator inline>
          <TextInput source="name" helperText={false} />
          <TextInput source="name_en" helperText={false} />
          <NumberInput source="capacity" min={1} max={10} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <Section title="app.houses.seasons_title" />
      <ArrayInput source="seasons" label={false}>
        <SimpleFormIterator inline>
          <TextInput source="name" helperText={false} />
          <DateInput source="start_date" helperText={false} />
          <DateInput source="end_date" helperText={false} />
          <TextInput source="full_house_price" helperText={false} />
          <TextInput source="room_price" helperText={false} />
          <NumberInput source="min_nights" min={1} max={60} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <Section title="app.houses.supplements_title" />
      <ArrayInput source="supplements" label={false}>
        <SimpleFormIterator inline>
          <TextInput source="name" helperText={false} />
          <TextInput source="name_en" helperText={false} />
          <SelectInput source="per" choices={supplementPerChoices} helperText={false} />
          <SelectInput source="frequency" choices={supplementFrequencyChoices} helperText={false} />
          <TextInput source="amount" helperText={false} />
          <BooleanInput source="mandatory" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <Section title="app.houses.photos" />
      <ArrayInput source="photos" label={false}>
        <SimpleFormIterator inline>
          <TextInput source="" label="app.houses.photos" helperText={false} fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/** What a PATCH sends: the editable fields (records also carry names, counts and dates). */
export const HOUSE_EDITABLE = ['code', 'name', 'slug', 'country', 'destination', 'zone', 'address', 'description', 'description_en', 'property_type', 'accommodation_type', 'full_house', 'private_rooms', 'breakfast', 'breakfast_price', 'currency', 'min_nights', 'cancellation_policies', 'photos', 'active', 'rooms', 'seasons', 'supplements'];
