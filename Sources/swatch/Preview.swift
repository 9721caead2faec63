import ArgumentParser

struct Preview: ParsableCommand {}
