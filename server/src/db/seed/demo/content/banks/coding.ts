import { num, oneOf, short, trueFalse, type ProblemSpec } from '../kit.js';

export const codingBank: ProblemSpec[] = [
  num('What does this Python code print?\n\n```python\nx = 3\nx = x * 2 + 1\nprint(x)\n```', 7, 'x becomes 3 × 2 + 1 = 7.'),
  {
    ...short(
      'What does this code print?\n\n```python\nname = "Ada"\nprint("Hi, " + name)\n```',
      'Hi, Ada',
      'String concatenation joins the two pieces.',
    ),
    caseSensitive: true,
  },
  oneOf(
    'Which loop prints the numbers 0 to 4?',
    ['for i in range(5): print(i)', 'for i in range(1, 5): print(i)', 'for i in range(4): print(i)', 'while i < 5: print(i)'],
    0,
    'range(5) gives 0, 1, 2, 3, 4.',
  ),
  num(
    'How many times does this loop print "hello"?\n\n```python\nfor i in range(2, 10, 2):\n    print("hello")\n```',
    4,
    'i takes the values 2, 4, 6, 8.',
  ),
  trueFalse('In Python, lists can hold values of different types.', true, 'A list like [1, "two", 3.0] is allowed.'),
  short('What is the value of `len([4, 8, 15, 16, 23, 42])`?', '6', 'The list has six items.'),
  {
    type: 'RANKING',
    question: 'Put these lines in order to define and call a function that prints the square of 5.',
    choices: [['def square(n):'], ['    return n * n'], ['result = square(5)'], ['print(result)']],
    solution: 'Define the function first, then call it and print the result.',
  },
  {
    type: 'OFFLINE',
    question:
      'Write a program that asks for your name and age and prints how old you will be in 10 years. Upload a screenshot of it running.',
    points: 3,
    solution: 'name = input("Name? ")\nage = int(input("Age? "))\nprint(name, "will be", age + 10)',
  },
  // An open question: there is no model answer, so LEARN says that no solution is available.
  {
    type: 'FREE_FORM',
    question: 'In one or two sentences, describe a program you would like to write and who would use it.',
  },
];
