extension Project {
  /// The project building only the outputs of the writers named in `writers` (`--only-writer`): the others are
  /// left out, their folders in `unselectedOutputFolders`, so the build leaves their files as they are.
  public func keepingOutputs(ofWriters writers: [String]) -> Project {
    var project = self
    let isKept = { (output: OutputEntry) in writers.contains(output.writer.name) }
    project.config.outputs = config.outputs.filter(isKept)
    project.unselectedOutputFolders = config.outputs.filter { !isKept($0) }.map { FilePath.normalize($0.path) }
    return project
  }
}
