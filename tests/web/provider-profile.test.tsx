import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from '../../web/src/features/provider/profile/ProfilePage';
import { ProviderProfilePageDocument, ProviderUpdateProfileDocument, type ProfileInput } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const LUSAKA = 'Q2l0eTox';
const KABULONGA = 'QXJlYTox';

const me = {
  __typename: 'User',
  id: 'VXNlcjox',
  name: 'Mwila Banda',
  email: 'mwila@example.zm',
  phone: '0971234567',
  gender: 'FEMALE',
  nrc: null,
  verified: false,
  isApproved: true,
  isCompany: false,
  companyName: null,
  businessName: null,
  city: { __typename: 'City', id: LUSAKA },
  area: { __typename: 'Area', id: KABULONGA },
  providerRating: { __typename: 'RatingSummary', average: 4.5, count: 2 },
};

const pageMock = {
  request: { query: ProviderProfilePageDocument, variables: {} },
  maxUsageCount: 5,
  result: {
    data: {
      me,
      cities: {
        __typename: 'CityConnection',
        edges: [
          {
            __typename: 'CityEdge',
            node: {
              __typename: 'City',
              id: LUSAKA,
              name: 'Lusaka',
              areas: [{ __typename: 'Area', id: KABULONGA, name: 'Kabulonga' }],
            },
          },
          { __typename: 'CityEdge', node: { __typename: 'City', id: 'Q2l0eToy', name: 'Kabwe', areas: [] } },
        ],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
};

function renderProfile(mocks: ReadonlyArray<object> = []) {
  renderPage(<ProfilePage />, { path: '/provider/profile', url: '/provider/profile', mocks: [pageMock, ...mocks] as never });
  return userEvent.setup({ delay: null });
}

describe('provider profile', { timeout: 20_000 }, () => {
  it('shows verified and approved read-only: only an admin may change them', async () => {
    const user = renderProfile();
    const verified = await screen.findByRole('checkbox', { name: 'Verified' });
    const approved = screen.getByRole('checkbox', { name: 'Approved' });
    expect(verified).toBeDisabled();
    expect(verified).not.toBeChecked();
    expect(approved).toBeDisabled();
    expect(approved).toBeChecked();
    expect(screen.getByText('Only the team can change these. Contact them if something looks wrong.')).toBeInTheDocument();

    await user.click(verified);
    expect(verified).not.toBeChecked();
  });

  it('shows the editable fields with the saved values', async () => {
    renderProfile();
    expect(await screen.findByLabelText('Name')).toHaveValue('Mwila Banda');
    expect(screen.getByLabelText('Phone')).toHaveValue('0971234567');
    expect(screen.getByLabelText('Gender')).toHaveValue('FEMALE');
    expect(screen.getByLabelText('City')).toHaveValue(LUSAKA);
    expect(screen.getByLabelText('Area')).toHaveValue(KABULONGA);
    expect(screen.getByLabelText(/^NRC/)).toHaveValue('');
    expect(screen.getByLabelText(/^Business name/)).toHaveValue('');
  });

  it("saves the profile without verified or approved: 'Profile updated'", async () => {
    let sent: ProfileInput | undefined;
    const user = renderProfile([
      {
        request: {
          query: ProviderUpdateProfileDocument,
          variables: (variables: { input: ProfileInput }) => {
            sent = variables.input;
            return true;
          },
        },
        result: { data: { updateMyProfile: { ...me, nrc: '123456/78/1' } } },
      },
    ]);
    await user.click(await screen.findByLabelText(/^NRC/));
    await user.paste('123456/78/1');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Mwila Banda',
      phone: '0971234567',
      gender: 'FEMALE',
      cityId: LUSAKA,
      areaId: KABULONGA,
      nrc: '123456/78/1',
      isCompany: false,
      companyName: null,
      businessName: null,
    });
  });

  it("says 'Failed to save' and shows the server's message beside the field", async () => {
    const user = renderProfile([
      {
        request: { query: ProviderUpdateProfileDocument, variables: () => true },
        result: {
          errors: [
            {
              message: 'Please correct the highlighted fields.',
              extensions: { code: 'BAD_USER_INPUT', fields: { phone: 'At most 40 characters.' } },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Failed to save')).toBeInTheDocument();
    expect(screen.getByText('At most 40 characters.')).toBeInTheDocument();
  });

  it('asks for a business name when the provider works as a company', async () => {
    const user = renderProfile();
    await user.click(await screen.findByLabelText('I work as a company'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Business name is required when registering as a company.')).toBeInTheDocument();
  });
});
