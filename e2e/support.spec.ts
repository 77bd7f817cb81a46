import { expect, test, uniqueEmail } from './fixtures';

test('a signed-out visitor is sent to sign in and comes back to /support', async ({ page }) => {
  await page.goto('/support');
  await expect(page).toHaveURL(/\/dev\/sign-in\?state=/);
  await page.getByLabel('Email').fill(uniqueEmail('support'));
  await page.getByLabel('Name', { exact: true }).fill('Rita Return');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page).toHaveTitle('Support · Forkcast');
  // Name and email are prefilled from the account.
  await expect(page.getByLabel('Name')).toHaveValue('Rita Return');
  await expect(page.getByLabel('Email')).toHaveValue(/^support-/);
});

test('submits a bug report and sees the success text; blank fields are refused first', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/support');
  const form = page.locator('#bug-report');
  await form.getByRole('button', { name: 'Submit bug report' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all fields');

  await form.getByLabel('Title').fill('Timer beeps twice');
  await form.getByLabel('What happened?').fill('When the timer ends the beep plays twice per second.');
  await form.getByRole('button', { name: 'Submit bug report' }).click();
  await expect(form.getByRole('status')).toHaveText('Bug report submitted successfully!');
  await expect(form.getByLabel('Title')).toHaveValue('');
});

test('the FAQ search narrows the questions and the contact form sends a message', async ({ page, signIn }) => {
  const user = await signIn({ name: 'Carla Contact' });
  await page.goto('/support');
  await page.getByRole('searchbox').fill('leaderboard');
  await expect(page.getByText('1 question matches')).toBeVisible();
  await expect(page.getByText('Who can see my recipes and my name?')).toBeVisible();
  await page.getByRole('searchbox').fill('zzzz');
  await expect(page.getByText('No question matches “zzzz”.')).toBeVisible();

  const contact = page.locator('#contact');
  await contact.getByLabel('Subject').selectOption('billing');
  await contact.getByLabel('Message').fill('How do I change the card I pay with?');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByRole('status')).toHaveText(`Message sent! We will reply to ${user.email}.`);
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});
