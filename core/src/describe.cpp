// describe: a report's conflicts in words, for people (the element's verdict, the CLI's lines).
#include "describe.hpp"

namespace sudoku {

std::atomic<detail::RuleSentence> detail::rule_sentences{nullptr};

std::string describe(const Report& report, DescribeOptions options) {
  std::string text;
  detail::StringWriter out(text);
  detail::put_description(out, report.conflicts, report.conflicts.size(), report.size(), options);
  return text;
}

}  // namespace sudoku
