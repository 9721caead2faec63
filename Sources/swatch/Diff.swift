import ArgumentParser

struct Diff: ParsableCommand {}
