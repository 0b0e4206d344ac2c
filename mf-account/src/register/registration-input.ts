// Registration form values -> the easyRegister input (section 3: newsletter is true only when
// every agreement is accepted).
import type { RegisterInput } from 'shared-contracts/graphql';
import type { AgreementTopic } from './AgreementList';

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirthDay: number | null;
  dateOfBirthMonth: number | null;
  dateOfBirthYear: number | null;
  password: string;
  agreements: Record<string, boolean>;
}

export function emptyRegistration(topics: readonly AgreementTopic[]): RegistrationValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    dateOfBirthDay: null,
    dateOfBirthMonth: null,
    dateOfBirthYear: null,
    password: '',
    agreements: Object.fromEntries(topics.map((topic) => [topic.systemName, false])),
  };
}

export function allAgreementsAccepted(topics: readonly AgreementTopic[], agreements: Record<string, boolean>): boolean {
  return topics.length > 0 && topics.every((topic) => agreements[topic.systemName] === true);
}

export function toRegisterInput(values: RegistrationValues, topics: readonly AgreementTopic[]): RegisterInput {
  const agreements = Object.fromEntries(topics.map((topic) => [topic.systemName, values.agreements[topic.systemName] === true]));
  return {
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
    email: values.email.trim(),
    phone: values.phone || null,
    dateOfBirthDay: values.dateOfBirthDay,
    dateOfBirthMonth: values.dateOfBirthMonth,
    dateOfBirthYear: values.dateOfBirthYear,
    password: values.password,
    agreements,
    newsletter: allAgreementsAccepted(topics, agreements),
  };
}
