/** The topic type of the agreements the registration form asks to accept (topicsByType). */
export const REGISTER_TOPIC_TYPE = 'REGISTER';
