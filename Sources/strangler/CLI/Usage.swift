/// Help texts.
enum Usage {
  static let run =
    "usage: strangler run FILE… [--front legacy|declarative] [--flag module=front]… [--flags-file F]"
    + " [--frames|--final|--ansi] [--json]"

  static let flags =
    "usage: strangler flags [--flags-file F] [--user ID] [--json] [--front legacy|declarative] [--flag module=front]…"

  static let bench = "usage: strangler bench [--json]"

  static let ab =
    "usage: strangler ab [FILE…] [--matrix] [--compare frame,semantics,effects] [--rules FILE] [--today YYYY-MM-DD]"
    + " [--json|--markdown] [--html OUT] [--timings]"

  static let status =
    "usage: strangler status [--json] [--flags-file F] [--front legacy|declarative] [--flag module=front]…"
    + " [--rules FILE] [--today YYYY-MM-DD]"

  static let overview = """
    Strangler: an incremental UI migration you can run and measure.

    usage:
      strangler [--start MODULE] [--front F] [--flag m=f] [--flags-file F]
                                     the interactive app (on a terminal; F1 there lists its keys)
      strangler run FILE… [--front F] [--flag m=f] [--flags-file F] [--frames|--final|--ansi] [--json]
                                     replay scenarios and print their frames
      strangler ab [FILE…] [--matrix] [--compare LEVELS] [--rules FILE] [--today DATE]
                   [--json|--markdown] [--html OUT] [--timings]
                                     compare fronts step by step (frames, semantics, effects)
                                     under the parity rules; no FILE runs the built-in suite
      strangler status [--json]      the migration ledger: fronts, decision, parity, lines, verdict
      strangler flags [--flags-file F] [--user ID] [--json]
                                     every module's decision, reason and source
      strangler bench [--json]       performance figures, as ratios measured in one run
      strangler help                 this text

    Fronts are chosen per module: built-in defaults < flags file (strangler.flags.json
    or --flags-file) < STRANGLER_FLAGS ("offers=declarative,login=legacy") < --front
    < --flag; a kill switch in the file ("killed": true) forces legacy over all of them.
    Exit codes: 0 all good, 1 a failed expectation or mismatch, 2 bad input.
    """
}
