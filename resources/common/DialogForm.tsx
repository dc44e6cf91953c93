/**
 * react-admin's <Form> for a dialog or panel that posts its own body: not seeded from the record
 * of the page around it (an Edit or Show), whose fields a strict API body would refuse and whose
 * values the form would otherwise carry and validate.
 */
import { Form, type FormProps, type RaRecord } from 'react-admin';

// An empty record stops Form from reading the surrounding RecordContext; it has no id on purpose.
const DETACHED = {} as RaRecord;

export function DialogForm(props: FormProps) {
  return <Form record={DETACHED} {...props} />;
}
