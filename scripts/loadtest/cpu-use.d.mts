export type CpuUse = {
  parts: { apps: number; postgres: number; balancer: number; loadTest: number; other: number };
  machineBusySeconds: number;
  seconds: number;
  cores: number;
};
export declare function watchCpu(balancerPid: number | undefined): { stop(): CpuUse | null };
