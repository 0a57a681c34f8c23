// A Tuist workspace: its projects are read from the syntax of these manifests, never run.
import ProjectDescription

let workspace = Workspace(name: "Harbor", projects: ["Projects/*"])
