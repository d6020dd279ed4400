/**
 * The floor of the first-load benchmark (tests/bench/first-load.ts): the least a sign-in page built
 * on our stack can download. React 19 and Fluent UI's provider plus six components (Card, Title,
 * Field, Input, Checkbox, Button), with no router, data layer, validation or app code. Built with
 * the app's Vite setup (React plugin, es2022, no module preload), served the same way, and measured
 * in the same run: /login's budget is a multiple of it.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  Card,
  Checkbox,
  Field,
  FluentProvider,
  Input,
  Title1,
  webLightTheme,
} from '@fluentui/react-components';

function SignInCard() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <Card style={{ maxWidth: 420, margin: '48px auto', padding: 24 }}>
      <Title1 as="h1">Candidate Sign In</Title1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <Field label="Email" required>
          <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} />
        </Field>
        <Field label="Password" required>
          <Input type="password" value={password} onChange={(_, d) => setPassword(d.value)} />
        </Field>
        <Checkbox label="Show password" />
        <Button appearance="primary" type="submit">
          Sign In
        </Button>
      </form>
    </Card>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FluentProvider theme={webLightTheme}>
      <SignInCard />
    </FluentProvider>
  </StrictMode>,
);
