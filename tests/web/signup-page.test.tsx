import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignupPage } from '../../web/src/features/auth';
import { SignUpDocument, SignupPageDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

/** The city list in two pages: Kabwe is on the second, which the picker loads by itself. */
const citiesPage2 = {
  request: { query: SignupPageDocument, variables: { after: 'cursor-1' } },
  result: {
    data: {
      cities: {
        __typename: 'CityConnection',
        edges: [{ __typename: 'CityEdge', node: { __typename: 'City', id: 'Q2l0eToy', name: 'Kabwe', areas: [] } }],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'cursor-2' },
      },
    },
  },
};

const citiesPage1 = {
  request: { query: SignupPageDocument, variables: {} },
  result: {
    data: {
      cities: {
        __typename: 'CityConnection',
        edges: [
          {
            __typename: 'CityEdge',
            node: {
              __typename: 'City',
              id: 'Q2l0eTox',
              name: 'Lusaka',
              areas: [{ __typename: 'Area', id: 'QXJlYTox', name: 'Kabulonga' }],
            },
          },
        ],
        pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'cursor-1' },
      },
    },
  },
};

const citiesMock = [citiesPage1, citiesPage2];

describe('sign-up forms', () => {
  it('asks for the required fields and shows Area only for a city that has areas', async () => {
    renderPage(<SignupPage variant="customer" />, { path: '/signup', url: '/signup', mocks: citiesMock });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Lusaka' });
    // The second page of cities joins the picker.
    expect(await screen.findByRole('option', { name: 'Kabwe' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Password is required.',
      'Gender is required.',
      'City is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Phone is required.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Area')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('City'), 'Lusaka');
    expect(screen.getByLabelText('Area')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('City'), 'Kabwe');
    expect(screen.queryByLabelText('Area')).not.toBeInTheDocument();
  });

  it('needs a phone from a provider, and a business name when registering as a company', async () => {
    renderPage(<SignupPage variant="provider" />, { path: '/provider/signup', url: '/provider/signup', mocks: citiesMock });
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('I am registering as a company'));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Phone is required.')).toBeInTheDocument();
    expect(screen.getByText('Business name is required when registering as a company.')).toBeInTheDocument();
  });

  it('needs an NRC and an invite code for an admin', async () => {
    renderPage(<SignupPage variant="admin" />, { path: '/admin/signup', url: '/admin/signup', mocks: citiesMock });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('NRC is required.')).toBeInTheDocument();
    expect(screen.getByText('Invite code is required.')).toBeInTheDocument();
  });

  it("shows the server's message under the form and beside the field it concerns", async () => {
    const input = {
      name: 'Mwila Banda',
      email: 'taken@demo.zm',
      password: 'long-enough-1',
      gender: 'FEMALE',
      cityId: 'Q2l0eToy',
    };
    renderPage(<SignupPage variant="customer" />, {
      path: '/signup',
      url: '/signup',
      mocks: [
        ...citiesMock,
        {
          request: { query: SignUpDocument, variables: { input } },
          result: {
            errors: [
              {
                message: 'An account with this email already exists.',
                extensions: { code: 'CONFLICT', fields: { email: 'An account with this email already exists.' } },
              },
            ],
          },
        },
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Kabwe' });
    await user.type(screen.getByLabelText('Name'), input.name);
    await user.type(screen.getByLabelText('Email'), input.email);
    await user.type(screen.getByLabelText('Password'), input.password);
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.selectOptions(screen.getByLabelText('City'), 'Kabwe');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Error: An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/An account with this email already exists\./);
  });
});
