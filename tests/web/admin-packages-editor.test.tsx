import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../web/src/app/theme';
import { basicPackageDraft, newPackageDraft, toPackageInput, type PackageDraft } from '../../web/src/components/catalogue/package-drafts';
import { PackagesEditor, type PackagesEditorProps } from '../../web/src/components/catalogue/PackagesEditor';
import type { CommissionSettings } from '../../web/src/components/catalogue/pricing';

const FIFTEEN_PERCENT: CommissionSettings = { type: 'PERCENTAGE', rate: '15.00', isMarkup: false };

function initialPackages(): PackageDraft[] {
  return [
    { ...basicPackageDraft(), key: 'basic', id: 'UGFjazox', price: '400.00', depositValue: '100.00' },
    newPackageDraft({ key: 'pro', id: 'UGFjazoy', name: 'Pro', price: '1000.00', depositValue: '200.00' }),
  ];
}

let latest: PackageDraft[] = [];

function Harness(props: Partial<PackagesEditorProps> & { initial?: PackageDraft[] }) {
  const { initial = initialPackages(), ...rest } = props;
  const [value, setValue] = useState(initial);
  const change = (next: PackageDraft[]) => {
    latest = next;
    setValue(next);
  };
  return <PackagesEditor value={value} onChange={change} commission={FIFTEEN_PERCENT} {...rest} />;
}

function renderEditor(props: Partial<PackagesEditorProps> & { initial?: PackageDraft[] } = {}) {
  render(
    <MantineProvider theme={theme}>
      <Notifications />
      <Harness {...props} />
    </MantineProvider>,
  );
  return userEvent.setup();
}

const packageGroup = (name: string) => screen.getByRole('group', { name: `${name} package` });

describe('packages editor', () => {
  it('has no remove button for the mandatory Basic package, and keeps its name', async () => {
    const user = renderEditor();
    expect(screen.queryByRole('button', { name: 'Remove Basic package' })).not.toBeInTheDocument();
    expect(within(packageGroup('Basic')).getByLabelText('Package name')).toHaveAttribute('readonly');
    expect(within(packageGroup('Basic')).getByLabelText('Mandatory')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Pro package' }));
    expect(screen.queryByRole('group', { name: 'Pro package' })).not.toBeInTheDocument();
    expect(latest.map((pkg) => pkg.name)).toEqual(['Basic']);
  });

  it('adds packages', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add package' }));
    const fresh = screen.getByRole('group', { name: 'Package 3 package' });
    await user.type(within(fresh).getByLabelText('Package name'), 'Premium');
    expect(latest.map((pkg) => pkg.name)).toEqual(['Basic', 'Pro', 'Premium']);
    expect(toPackageInput(latest[2])).toMatchObject({ id: null, name: 'Premium', isMandatory: false, depositType: 'AMOUNT' });
  });

  it("raises a deposit left below the platform commission, saying 'Deposit cannot be less than platform commission K{amount}'", async () => {
    const user = renderEditor();
    const basic = packageGroup('Basic');
    const deposit = within(basic).getByLabelText('Deposit (K)');
    await user.clear(deposit);
    await user.type(deposit, '10');
    await user.tab();
    expect(deposit).toHaveValue('60.00');
    expect(within(basic).getByText('Deposit cannot be less than platform commission K60')).toBeInTheDocument();
    expect(latest[0]).toMatchObject({ depositType: 'AMOUNT', depositValue: '60.00' });
  });

  it('raises a percentage deposit to the commission as a kwacha amount', async () => {
    const user = renderEditor();
    const pro = packageGroup('Pro');
    await user.selectOptions(within(pro).getByLabelText('Deposit type'), 'PERCENTAGE');
    const deposit = within(pro).getByLabelText('Deposit (%)');
    await user.clear(deposit);
    await user.type(deposit, '10');
    await user.tab();
    // 10% of K1,000 is K100, below the 15% commission of K150.
    expect(within(pro).getByText('Deposit cannot be less than platform commission K150')).toBeInTheDocument();
    expect(latest[1]).toMatchObject({ depositType: 'AMOUNT', depositValue: '150.00' });
  });

  it('takes a percentage deposit of price plus commission when the service uses markup', async () => {
    const user = renderEditor({ commission: { type: 'PERCENTAGE', rate: '10', isMarkup: true } });
    const pro = packageGroup('Pro');
    await user.selectOptions(within(pro).getByLabelText('Deposit type'), 'PERCENTAGE');
    const deposit = within(pro).getByLabelText('Deposit (%)');
    await user.clear(deposit);
    // 9.5% of (K1,000 + K100 commission) is K104.50: enough, although 9.5% of K1,000 alone would not be.
    await user.type(deposit, '9.5');
    await user.tab();
    expect(within(pro).queryByText(/Deposit cannot be less than platform commission/)).not.toBeInTheDocument();
    expect(latest[1]).toMatchObject({ depositType: 'PERCENTAGE', depositValue: '9.5' });
  });

  it('flags a low deposit instead of raising it in refuse mode (the provider wizard)', async () => {
    const user = renderEditor({ lowDeposit: 'refuse' });
    const deposit = within(packageGroup('Basic')).getByLabelText('Deposit (K)');
    await user.clear(deposit);
    await user.type(deposit, '10');
    await user.tab();
    expect(deposit).toHaveValue('10');
    expect(within(packageGroup('Basic')).getByText('Deposit must be at least equal to AYS commission.')).toBeInTheDocument();
  });

  it("refuses a package image upload while the package has no name: 'Package must have a name before uploading an image.'", async () => {
    const onUploadImage = vi.fn(async () => '/files/services/1/packages/premium.webp');
    const user = renderEditor({ onUploadImage });
    await user.click(screen.getByRole('button', { name: 'Add package' }));
    const fresh = screen.getByRole('group', { name: 'Package 3 package' });
    const file = new File(['image bytes'], 'premium.png', { type: 'image/png' });
    await user.upload(within(fresh).getByLabelText('Package 3 image'), file);
    expect(await within(fresh).findByText('Package must have a name before uploading an image.')).toBeInTheDocument();
    expect(onUploadImage).not.toHaveBeenCalled();

    await user.type(within(fresh).getByLabelText('Package name'), 'Premium');
    const named = screen.getByRole('group', { name: 'Premium package' });
    await user.upload(within(named).getByLabelText('Premium image'), file);
    expect(await within(named).findByRole('img', { name: 'Premium image preview' })).toHaveAttribute(
      'src',
      '/files/services/1/packages/premium.webp',
    );
    expect(onUploadImage).toHaveBeenCalledTimes(1);
    expect(latest[2].imageUrl).toBe('/files/services/1/packages/premium.webp');
  });

  it('shows server field errors beside the package fields', () => {
    renderEditor({ errors: { '1.name': 'Package names must be different.', '': 'The mandatory Basic package cannot be removed.' } });
    expect(within(packageGroup('Pro')).getByText('Package names must be different.')).toBeInTheDocument();
    expect(screen.getByText('The mandatory Basic package cannot be removed.')).toBeInTheDocument();
  });
});
