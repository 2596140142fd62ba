import type { Gender } from '../../gql/graphql';
import { graphql } from '../../gql';
import { useSignUpAdminMutation, useSignUpMutation, useSignUpProviderMutation } from '../../gql/hooks';
import type { SessionUserRef } from '../../lib/session';

graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      user {
        ...SessionUser
      }
    }
  }
`);

graphql(`
  mutation SignUpProvider($input: ProviderSignUpInput!) {
    signUpProvider(input: $input) {
      user {
        ...SessionUser
      }
    }
  }
`);

graphql(`
  mutation SignUpAdmin($input: AdminSignUpInput!) {
    signUpAdmin(input: $input) {
      user {
        ...SessionUser
      }
    }
  }
`);

export type SignupVariant = 'customer' | 'provider' | 'admin';

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  gender: '' | Gender;
  cityId: string;
  areaId: string;
  phone: string;
  nrc: string;
  isCompany: boolean;
  businessName: string;
  inviteCode: string;
}

const optional = (value: string) => value.trim() || undefined;

/** Creates the account of a sign-up variant from the form's values; gives back who is now signed in. */
export function useCreateAccount(variant: SignupVariant) {
  const [signUp, customerState] = useSignUpMutation();
  const [signUpProvider, providerState] = useSignUpProviderMutation();
  const [signUpAdmin, adminState] = useSignUpAdminMutation();
  const submitting = customerState.loading || providerState.loading || adminState.loading;

  const createAccount = async (values: SignupValues): Promise<SessionUserRef> => {
    const common = {
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      gender: values.gender as Gender,
      cityId: values.cityId,
      // Choosing a city empties the area, so an area is only ever one of the chosen city's.
      areaId: optional(values.areaId),
    };
    if (variant === 'provider') {
      const { data } = await signUpProvider({
        variables: {
          input: {
            ...common,
            phone: values.phone.trim(),
            nrc: optional(values.nrc),
            isCompany: values.isCompany,
            businessName: values.isCompany ? values.businessName.trim() : undefined,
          },
        },
      });
      if (!data) throw new Error('No response from the server');
      return data.signUpProvider.user;
    }
    if (variant === 'admin') {
      const { data } = await signUpAdmin({
        variables: {
          input: {
            ...common,
            phone: optional(values.phone),
            nrc: values.nrc.trim(),
            inviteCode: values.inviteCode.trim(),
          },
        },
      });
      if (!data) throw new Error('No response from the server');
      return data.signUpAdmin.user;
    }
    const { data } = await signUp({
      variables: { input: { ...common, phone: optional(values.phone), nrc: optional(values.nrc) } },
    });
    if (!data) throw new Error('No response from the server');
    return data.signUp.user;
  };

  return { createAccount, submitting };
}
