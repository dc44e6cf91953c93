/** 'Need help?' panel (spec §1): a collapsible entry per country with contact name, e-mail and phone. */
import EmailIcon from '@mui/icons-material/Email';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhoneIcon from '@mui/icons-material/Phone';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Accordion, AccordionDetails, AccordionSummary, Box, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { HELP_COUNTRIES, telHref, type HelpContact } from './helpContacts.ts';

function Contact({ contact }: { contact: HelpContact }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 0.75 }}>
      {contact.office && (
        <Typography variant="overline" component="div" color="primary" sx={{ lineHeight: 1.6 }}>
          {translate(`app.help.offices.${contact.office}`)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {contact.name}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ mt: 0.5 }}>
        <Link href={`mailto:${contact.email}`} variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <EmailIcon sx={{ fontSize: 16 }} aria-hidden />
          {contact.email}
        </Link>
        <Link
          href={telHref(contact.phone)}
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          aria-label={`${translate('app.help.call')} ${contact.phone}`}
        >
          <PhoneIcon sx={{ fontSize: 16 }} aria-hidden />
          {contact.phone}
        </Link>
      </Stack>
    </Box>
  );
}

export function HelpPanel() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="help-panel-title">
      <Stack direction="row" spacing={1.5} sx={{ mb: 0.5, alignItems: 'center' }}>
        <SupportAgentIcon color="primary" />
        <Typography id="help-panel-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.help.title')}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.help.subtitle')}
      </Typography>
      <Grid container spacing={1}>
        {HELP_COUNTRIES.map((country) => (
          <Grid key={country.key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Accordion disableGutters elevation={0} sx={{ border: 1, borderColor: 'divider', '&:before': { display: 'none' } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`help-${country.key}`} id={`help-${country.key}-header`}>
                <Typography sx={{ fontWeight: 500 }}>{translate(`app.help.countries.${country.key}`)}</Typography>
              </AccordionSummary>
              <AccordionDetails id={`help-${country.key}`} sx={{ pt: 0 }}>
                {country.contacts.map((contact) => (
                  <Contact key={contact.email} contact={contact} />
                ))}
              </AccordionDetails>
            </Accordion>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
