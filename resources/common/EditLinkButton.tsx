/**
 * react-admin's EditButton on our Spanish paths: shown only when canAccess allows editing this
 * record (record-level rules, e.g. canEditAgency), linking to /agencias/5 and the like.
 */
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Link } from 'react-router-dom';
import { Button, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { recordPath, type NetworkResource } from '../paths.ts';

const stop = (event: React.MouseEvent) => event.stopPropagation();

export function EditLinkButton({ resource: resourceProp, showWhenReadOnly = false }: { resource?: NetworkResource; showWhenReadOnly?: boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext({ resource: resourceProp }) as NetworkResource;
  const { canAccess, isPending } = useCanAccess({ resource, action: 'edit', record });
  if (!record || isPending) return null;
  if (!canAccess && !showWhenReadOnly) return null;
  return (
    <Button
      component={Link}
      to={recordPath(resource, record.id)}
      onClick={stop}
      label={canAccess ? 'ra.action.edit' : 'ra.action.show'}
    >
      {canAccess ? <EditIcon /> : <VisibilityIcon />}
    </Button>
  );
}
