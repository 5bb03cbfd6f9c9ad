// The public API of features/questions: code outside this folder imports only from here.
export { useQuestion } from './api/questions';
export { AskQuestionForm } from './components/ask-question-form';
export { QuestionDetail } from './components/question-detail';
export { QuestionList } from './components/question-list';
export { default as questionsStyles } from './components/questions.module.css';
