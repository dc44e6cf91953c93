import TranslateIcon from '@mui/icons-material/Translate';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { currentLanguage, LANGUAGES, setLanguage } from '../i18n/language.ts';

/** es/en selector (spec §2): stores the choice in the languageB2B cookie and reloads the page. */
export function LanguageSelector({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const language = currentLanguage();
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={translate('app.language.label', { code: language.toUpperCase() })}
        aria-haspopup="menu"
        sx={{ fontWeight: 600, minWidth: 0 }}
      >
        {language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            selected={code === language}
            lang={code}
            onClick={() => {
              setAnchor(null);
              if (code !== language) setLanguage(code);
            }}
          >
            <ListItemText primary={translate(`app.language.${code}`)} secondary={code.toUpperCase()} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
