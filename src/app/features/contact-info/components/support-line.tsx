/**
 * What a refused save says (spec section 8): the server's message, then how to reach support (the
 * support address of the build, config/env.ts), or the spec's own closing line after a failure
 * in the Verify modal.
 */
import { Link } from '@fluentui/react-components';
import { messages } from '../../../../domain/messages.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { env } from '../../../config/env.ts';

export function SaveRefusedAlert({
  message,
  afterVerify = false,
}: {
  message: string;
  /** In the Verify modal: end with 'Please contact our support team for help.' */
  afterVerify?: boolean;
}) {
  const mail = (
    <Link href={`mailto:${env.SUPPORT_EMAIL}`} inline>
      {env.SUPPORT_EMAIL}
    </Link>
  );
  return (
    <FormAlert intent="error">
      <span>{message} </span>
      {afterVerify ? (
        <span>
          {messages.contactSupport} ({mail})
        </span>
      ) : (
        <span>If this keeps happening, contact our support team at {mail}.</span>
      )}
    </FormAlert>
  );
}
